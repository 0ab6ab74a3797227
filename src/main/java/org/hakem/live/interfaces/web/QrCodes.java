package org.hakem.live.interfaces.web;

import io.nayuki.qrcodegen.QrCode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The QR code of an event's public page (#34), shown on the page and printed on its pairing sheet and wall standings
 * so that a phone opens the page: the pages draw it as SVG ({@code /views/live/qr.xhtml}) from the dark modules'
 * path that this bean makes (io.nayuki's qrcodegen, medium error correction, a quiet zone of four modules).
 */
@Named("qr")
@ApplicationScoped
public class QrCodes {

    /** A QR code: its width in modules (quiet zone included) and the SVG path of its dark modules. */
    public record Code(String address, int size, String path) {
    }

    private static final int QUIET = 4;
    private static final int REMEMBERED = 2000;
    private final Map<String, Code> codes = new ConcurrentHashMap<>();

    @Inject
    HttpServletRequest request;

    /** The code of a page of this server ({@code path} from the context root, as {@code /tournaments/7}). */
    public Code page(String path) {
        String scheme = request.getScheme();
        int port = request.getServerPort();
        boolean usual = ("https".equals(scheme) && port == 443) || ("http".equals(scheme) && port == 80);
        return of(scheme + "://" + request.getServerName() + (usual ? "" : ":" + port) + request.getContextPath() + path);
    }

    /** The code of an address. */
    public Code of(String address) {
        if (codes.size() > REMEMBERED) {
            codes.clear();
        }
        return codes.computeIfAbsent(address, QrCodes::draw);
    }

    static Code draw(String address) {
        QrCode qr = QrCode.encodeText(address, QrCode.Ecc.MEDIUM);
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < qr.size; y++) {
            for (int x = 0; x < qr.size; x++) {
                if (qr.getModule(x, y)) {
                    path.append('M').append(x + QUIET).append(',').append(y + QUIET).append("h1v1h-1z");
                }
            }
        }
        return new Code(address, qr.size + 2 * QUIET, path.toString());
    }
}
