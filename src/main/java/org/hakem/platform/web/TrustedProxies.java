package org.hakem.platform.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The proxies whose forwarded headers count ({@code HAKEM_TRUSTED_PROXIES}: addresses and CIDR blocks, IPv4 and
 * IPv6, separated by commas or spaces), and the client address a request stands for. Plain Java: addresses are
 * read as literals only, never looked up by name.
 *
 * <p>A request's client is the address it comes from, unless that address is a trusted proxy: then
 * {@code X-Forwarded-For} is read from the right, each trusted proxy's entry naming the hop before it, and the
 * first address that is not itself a trusted proxy is the client. Entries left of it were written by the client
 * and are never read. Addresses come out in one spelling (IPv4 dotted, IPv6 as eight lower-case groups, an
 * IPv4-mapped IPv6 address as IPv4), so one client has one key whatever the container or proxy wrote.
 */
public final class TrustedProxies {

    /** No proxy is trusted: every request's client is the address it comes from. */
    public static final TrustedProxies NONE = new TrustedProxies(List.of());

    private record Block(byte[] network, int prefix) {
        boolean contains(byte[] address) {
            if (address.length != network.length) {
                return false;
            }
            int full = prefix / 8;
            for (int i = 0; i < full; i++) {
                if (address[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefix % 8;
            if (rest == 0) {
                return true;
            }
            int mask = (0xff << (8 - rest)) & 0xff;
            return (address[full] & mask) == (network[full] & mask);
        }
    }

    private final List<Block> blocks;

    private TrustedProxies(List<Block> blocks) {
        this.blocks = List.copyOf(blocks);
    }

    /**
     * Reads a list such as {@code "172.30.0.0/24, ::1, 10.0.0.7"}. A blank or missing list trusts nobody.
     *
     * @throws IllegalArgumentException naming the entry that is neither an address nor a CIDR block
     */
    public static TrustedProxies parse(String list) {
        if (list == null || list.isBlank()) {
            return NONE;
        }
        List<Block> blocks = new ArrayList<>();
        for (String entry : list.strip().split("[,\\s]+")) {
            if (entry.isEmpty()) {
                continue;
            }
            int slash = entry.indexOf('/');
            byte[] address = literal(slash < 0 ? entry : entry.substring(0, slash));
            if (address == null) {
                throw new IllegalArgumentException("not an IP address or CIDR block: " + entry);
            }
            int prefix = address.length * 8;
            if (slash >= 0) {
                String bits = entry.substring(slash + 1);
                if (!bits.matches("\\d{1,3}") || Integer.parseInt(bits) > prefix) {
                    throw new IllegalArgumentException("not an IP address or CIDR block: " + entry);
                }
                prefix = Integer.parseInt(bits);
            }
            blocks.add(new Block(address, prefix));
        }
        return new TrustedProxies(blocks);
    }

    public boolean isEmpty() {
        return blocks.isEmpty();
    }

    /** Whether the request comes straight from a trusted proxy (so its forwarded headers count). */
    public boolean trusts(String remoteAddress) {
        byte[] address = literal(remoteAddress);
        return address != null && trusted(address);
    }

    /**
     * The client of a request that comes from {@code remoteAddress} with these {@code X-Forwarded-For} header
     * values (each a comma-separated list, in the order received; none or empty when absent).
     */
    public String client(String remoteAddress, List<String> forwardedFor) {
        byte[] hop = literal(remoteAddress);
        if (hop == null) {
            return remoteAddress;
        }
        if (!trusted(hop) || forwardedFor == null || forwardedFor.isEmpty()) {
            return text(hop);
        }
        List<String> entries = new ArrayList<>();
        for (String value : forwardedFor) {
            for (String entry : value.split(",")) {
                if (!entry.isBlank()) {
                    entries.add(entry.strip());
                }
            }
        }
        for (int i = entries.size() - 1; i >= 0; i--) {
            byte[] previous = literal(withoutPort(entries.get(i)));
            if (previous == null) {
                return text(hop); // a trusted proxy wrote something that is not an address: stop at that proxy
            }
            hop = previous;
            if (!trusted(hop)) {
                return text(hop);
            }
        }
        return text(hop); // every hop is a trusted proxy: the farthest one is the client
    }

    private boolean trusted(byte[] address) {
        for (Block b : blocks) {
            if (b.contains(address)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The address a throttle or rate limit counts under: an IPv4 address itself, an IPv6 address by its /64
     * network (one subscriber's share; an attacker holding a /64 must not count as 2^64 clients).
     */
    public static String network(String address) {
        byte[] a = literal(address);
        if (a == null) {
            return address;
        }
        if (a.length == 4) {
            return text(a);
        }
        byte[] net = a.clone();
        for (int i = 8; i < 16; i++) {
            net[i] = 0;
        }
        return text(net) + "/64";
    }

    /** One spelling of an address; the text itself if it is not an IP literal. */
    public static String canonical(String address) {
        byte[] a = literal(address);
        return a == null ? address : text(a);
    }

    private static String withoutPort(String entry) {
        if (entry.startsWith("[")) { // [v6] or [v6]:port
            int close = entry.indexOf(']');
            return close < 0 ? entry : entry.substring(1, close);
        }
        int colon = entry.indexOf(':');
        if (colon >= 0 && colon == entry.lastIndexOf(':') && entry.indexOf('.') >= 0) { // v4:port
            return entry.substring(0, colon);
        }
        return entry;
    }

    private static String text(byte[] a) {
        if (a.length == 4) {
            return (a[0] & 0xff) + "." + (a[1] & 0xff) + "." + (a[2] & 0xff) + "." + (a[3] & 0xff);
        }
        StringBuilder s = new StringBuilder(39);
        for (int i = 0; i < 16; i += 2) {
            if (i > 0) {
                s.append(':');
            }
            s.append(Integer.toHexString(((a[i] & 0xff) << 8) | (a[i + 1] & 0xff)));
        }
        return s.toString();
    }

    /**
     * An IPv4 or IPv6 literal as 4 or 16 bytes (an IPv4-mapped IPv6 address as 4), or null. Strict: dotted
     * quads of decimal numbers up to 255, IPv6 in its textual forms with an optional zone ({@code %eth0}).
     */
    static byte[] literal(String text) {
        if (text == null || text.isEmpty() || text.length() > 64) {
            return null;
        }
        String s = text.strip();
        if (s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.indexOf(':') < 0) {
            return ipv4(s);
        }
        int zone = s.indexOf('%');
        if (zone >= 0) {
            s = s.substring(0, zone);
        }
        byte[] v6 = ipv6(s.toLowerCase(Locale.ROOT));
        if (v6 == null) {
            return null;
        }
        boolean mapped = true;
        for (int i = 0; i < 10; i++) {
            mapped &= v6[i] == 0;
        }
        if (mapped && v6[10] == (byte) 0xff && v6[11] == (byte) 0xff) {
            return new byte[] {v6[12], v6[13], v6[14], v6[15]};
        }
        return v6;
    }

    private static byte[] ipv4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) {
            return null;
        }
        byte[] out = new byte[4];
        for (int i = 0; i < 4; i++) {
            if (!parts[i].matches("\\d{1,3}")) {
                return null;
            }
            int v = Integer.parseInt(parts[i]);
            if (v > 255) {
                return null;
            }
            out[i] = (byte) v;
        }
        return out;
    }

    private static byte[] ipv6(String s) {
        int dots = s.lastIndexOf(':');
        byte[] tail = null;
        if (s.indexOf('.') > dots) { // a trailing IPv4 part: ::ffff:1.2.3.4
            tail = ipv4(s.substring(dots + 1));
            if (tail == null) {
                return null;
            }
            s = s.substring(0, dots + 1) + "0:0";
        }
        int gap = s.indexOf("::");
        if (gap >= 0 && s.indexOf("::", gap + 1) >= 0) {
            return null;
        }
        List<String> head = groups(gap < 0 ? s : s.substring(0, gap));
        List<String> rest = gap < 0 ? List.of() : groups(s.substring(gap + 2));
        if (head == null || rest == null) {
            return null;
        }
        int missing = 8 - head.size() - rest.size();
        if (gap < 0 ? missing != 0 : missing < 1) {
            return null;
        }
        List<String> all = new ArrayList<>(head);
        for (int i = 0; i < missing; i++) {
            all.add("0");
        }
        all.addAll(rest);
        byte[] out = new byte[16];
        for (int i = 0; i < 8; i++) {
            String g = all.get(i);
            if (!g.matches("[0-9a-f]{1,4}")) {
                return null;
            }
            int v = Integer.parseInt(g, 16);
            out[2 * i] = (byte) (v >> 8);
            out[2 * i + 1] = (byte) v;
        }
        if (tail != null) {
            System.arraycopy(tail, 0, out, 12, 4);
        }
        return out;
    }

    private static List<String> groups(String s) {
        if (s.isEmpty()) {
            return List.of();
        }
        String[] parts = s.split(":", -1);
        for (String p : parts) {
            if (p.isEmpty()) {
                return null;
            }
        }
        return List.of(parts);
    }
}
