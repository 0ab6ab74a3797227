package org.hakem.web;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

/**
 * The session cookie is {@code Secure} behind the TLS proxy ({@code HAKEM_BEHIND_PROXY=true}), where every
 * browser request arrives over HTTPS, or when {@code HAKEM_SECURE_COOKIES} says so explicitly. The container
 * sets the cookie before any filter could see the proxy's {@code X-Forwarded-Proto}, so this is decided once,
 * at start.
 */
@WebListener
public class SessionCookies implements ServletContextListener {

    @Override
    public void contextInitialized(ServletContextEvent event) {
        if (secure(System.getenv("HAKEM_SECURE_COOKIES"), System.getenv("HAKEM_BEHIND_PROXY"))) {
            event.getServletContext().getSessionCookieConfig().setSecure(true);
        }
    }

    static boolean secure(String secureCookies, String behindProxy) {
        if (secureCookies != null && !secureCookies.isBlank()) {
            return Boolean.parseBoolean(secureCookies.strip());
        }
        return Boolean.parseBoolean(behindProxy == null ? "" : behindProxy.strip());
    }
}
