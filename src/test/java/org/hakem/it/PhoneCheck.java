package org.hakem.it;

import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Whether the page the browser shows fits a phone 390 CSS pixels wide without scrolling sideways: the viewport is
 * narrowed to 390 × 844 (Chrome's device metrics), the page's {@code scrollWidth} must not exceed
 * {@code window.innerWidth}, and the viewport is given back. A wide table may scroll inside its own box; the page
 * itself may not. A page that does not fit is described with the elements that stick out; {@link AxeCheck#phone}
 * collects that with the page's other findings.
 */
final class PhoneCheck {

    static final int WIDTH = 390;

    private PhoneCheck() {
    }

    /** Null when the page fits, otherwise what sticks out. */
    static String problem(ChromeDriver d, String where) {
        d.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", WIDTH, "height", 844,
                "deviceScaleFactor", 1, "mobile", false));
        try {
            List<?> sizes = (List<?>) d.executeScript("return [document.documentElement.scrollWidth, window.innerWidth,"
                    + " Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right"
                    + " > window.innerWidth + 0.5 && !(e.parentElement && e.parentElement.getBoundingClientRect().right"
                    + " > window.innerWidth + 0.5)).slice(0, 8).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id"
                    + " : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.trim()"
                    + ".replace(/\\s+/g, '.') : '') + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ')];");
            long scroll = ((Number) sizes.get(0)).longValue();
            long inner = ((Number) sizes.get(1)).longValue();
            if (inner != WIDTH || scroll > inner) {
                return where + " (" + d.getCurrentUrl() + ") does not fit a " + WIDTH
                        + " px phone: page " + scroll + " px wide in a " + inner + " px window; sticking out: "
                        + sizes.get(2);
            }
            return null;
        } finally {
            d.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }
}
