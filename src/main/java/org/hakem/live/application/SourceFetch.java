package org.hakem.live.application;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.UnknownHostException;
import java.util.Locale;
import org.hakem.platform.Problem;

/**
 * Reads a PDN source over HTTP with bounds (#34): http and https only, at most {@link Limits#redirects} redirects
 * (each checked again), a connect and read timeout, a deadline for the whole answer, at most {@link Limits#maxBytes}
 * bytes. The source's ETag and Last-Modified are sent back ({@code If-None-Match}, {@code If-Modified-Since}) so an
 * unchanged source costs one short answer. Link-local addresses (cloud metadata) are always refused; loopback and
 * private addresses (an electronic board on the venue's network) only when {@link Limits#privateAddresses} is off.
 * Every failure is an answer with a problem to show, never an exception. Runs on the caller's thread.
 */
public final class SourceFetch {

    /** The bounds of one read. */
    public record Limits(int maxBytes, int timeoutMillis, int deadlineMillis, int redirects, boolean privateAddresses) {

        /** The bounds of the server: 4 MB, 10 s per connect and read, 20 s in all, 3 redirects, private addresses allowed. */
        public static final Limits DEFAULT = new Limits(4 * 1024 * 1024, 10_000, 20_000, 3, true);

        /** The server's bounds: {@link #DEFAULT}, private and loopback addresses refused when {@code HAKEM_FEED_PRIVATE=false}. */
        public static Limits fromSettings() {
            boolean refuse = "false".equalsIgnoreCase(String.valueOf(System.getenv("HAKEM_FEED_PRIVATE")).strip());
            return refuse ? new Limits(DEFAULT.maxBytes(), DEFAULT.timeoutMillis(), DEFAULT.deadlineMillis(),
                    DEFAULT.redirects(), false) : DEFAULT;
        }
    }

    /** What a read came to. */
    public sealed interface Answer permits Read, Unchanged, Failed {
    }

    /** The source's bytes and its validators. */
    public record Read(byte[] bytes, String etag, String modified) implements Answer {
    }

    /** The source said it has not changed since the validators sent (304). */
    public record Unchanged() implements Answer {
    }

    /** Why the source could not be read. */
    public record Failed(Problem problem) implements Answer {
    }

    private SourceFetch() {
    }

    /** Whether an address may be attached: an absolute http or https URL with a host. */
    public static boolean acceptable(String url) {
        try {
            URI u = new URI(url);
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            return (scheme.equals("http") || scheme.equals("https")) && u.getHost() != null && url.length() <= 2000;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** Reads {@code url}, sending back the validators of the last read (null for none). */
    public static Answer read(String url, String etag, String modified, Limits limits) {
        long deadline = System.nanoTime() + limits.deadlineMillis() * 1_000_000L;
        String at = url;
        for (int hop = 0; hop <= limits.redirects(); hop++) {
            if (!acceptable(at)) {
                return new Failed(Problem.of("live.source.scheme", at));
            }
            HttpURLConnection c = null;
            try {
                URI uri = new URI(at);
                Problem refused = refusedHost(uri.getHost(), limits);
                if (refused != null) {
                    return new Failed(refused);
                }
                URL u = uri.toURL();
                c = (HttpURLConnection) u.openConnection();
                c.setInstanceFollowRedirects(false);
                c.setConnectTimeout(limits.timeoutMillis());
                c.setReadTimeout(limits.timeoutMillis());
                c.setRequestProperty("Accept", "application/x-pdn, text/plain, */*");
                c.setRequestProperty("User-Agent", "Hakem");
                if (etag != null) {
                    c.setRequestProperty("If-None-Match", etag);
                }
                if (modified != null) {
                    c.setRequestProperty("If-Modified-Since", modified);
                }
                int status = c.getResponseCode();
                if (status == HttpURLConnection.HTTP_NOT_MODIFIED) {
                    return new Unchanged();
                }
                if (status >= 300 && status < 400 && c.getHeaderField("Location") != null) {
                    at = u.toURI().resolve(c.getHeaderField("Location")).toString();
                    continue;
                }
                if (status != HttpURLConnection.HTTP_OK) {
                    return new Failed(Problem.of("live.source.status", status));
                }
                long length = c.getContentLengthLong();
                if (length > limits.maxBytes()) {
                    return new Failed(Problem.of("live.source.too-big", limits.maxBytes() / 1024));
                }
                byte[] bytes = body(c.getInputStream(), limits, deadline);
                if (bytes == null) {
                    return new Failed(Problem.of("live.source.too-big", limits.maxBytes() / 1024));
                }
                return new Read(bytes, c.getHeaderField("ETag"), c.getHeaderField("Last-Modified"));
            } catch (SocketTimeoutException e) {
                return new Failed(Problem.of("live.source.timeout", limits.timeoutMillis() / 1000));
            } catch (Deadline e) {
                return new Failed(Problem.of("live.source.slow", limits.deadlineMillis() / 1000));
            } catch (UnknownHostException e) {
                return new Failed(Problem.of("live.source.unknown-host", e.getMessage()));
            } catch (IOException | URISyntaxException | IllegalArgumentException e) {
                return new Failed(Problem.of("live.source.unreachable", String.valueOf(e.getMessage())));
            } finally {
                if (c != null) {
                    c.disconnect();
                }
            }
        }
        return new Failed(Problem.of("live.source.redirects", limits.redirects()));
    }

    /** Why a host is refused, or null when it may be read. */
    private static Problem refusedHost(String host, Limits limits) throws UnknownHostException {
        for (InetAddress a : InetAddress.getAllByName(host)) {
            if (a.isLinkLocalAddress() || a.isAnyLocalAddress() || a.isMulticastAddress()) {
                return Problem.of("live.source.address", host);
            }
            if (!limits.privateAddresses() && (a.isLoopbackAddress() || a.isSiteLocalAddress()
                    || (a.getAddress().length == 16 && (a.getAddress()[0] & 0xfe) == 0xfc))) {
                return Problem.of("live.source.address", host);
            }
        }
        return null;
    }

    /** The body, or null when it is longer than allowed; throws {@link Deadline} past the deadline. */
    private static byte[] body(InputStream in, Limits limits, long deadline) throws IOException {
        try (in) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[16 * 1024];
            int n;
            while ((n = in.read(buf)) >= 0) {
                if (out.size() + n > limits.maxBytes()) {
                    return null;
                }
                out.write(buf, 0, n);
                if (System.nanoTime() > deadline) {
                    throw new Deadline();
                }
            }
            return out.toByteArray();
        }
    }

    private static final class Deadline extends IOException {
        private static final long serialVersionUID = 1L;
    }
}
