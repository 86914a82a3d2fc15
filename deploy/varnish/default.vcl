# The HTTP cache in front of the app instances (docs/decisions/048). It keeps only what the app tags as a page for
# everyone (`xkey` header, lib/http-cache/with-cache-tags.ts: 200, shared s-maxage, no cookie but the locale), under
# the inputs the app's own page cache keys by (lib/page-cache/rules.ts): path and query, the `locale` cookie,
# whether `auth-token` is present, `user-type`; Accept-Encoding is Varnish's own gzip handling (it fetches gzip and
# unzips for a client that does not take it). An editor's save purges the tag `pages` (HTTP_CACHE_PURGE_URLS).
#
# Listeners (varnishd -a): `front` with the PROXY protocol, for the TLS-terminating layer-4 balancer in front
# (HAProxy in TCP mode, deploy/haproxy/haproxy.cfg, or the platform's load balancer), so client.ip is the real
# client; `https` the same for a balancer that forwards its TLS port there and sends no SSL TLV; `purge`, plain HTTP
# on a private address, for the app's PURGE. Varnish is the HTTP front: it refuses PURGE, says the scheme and the
# client address. Backends: backends.vcl, found on vcl_path (an example beside this file).
vcl 4.1;

import std;
import xkey;
import header;
import proxy;

include "backends.vcl";

# Who may purge: the app instances' addresses. A PURGE is also refused on any listener but `purge`.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (local.socket != "purge" || client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "xkey header required"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    # The scheme is the front's word (TLS ended at the balancer: PROXY v2 SSL TLV, `send-proxy-v2-ssl`, or the
    # `https` listener), never the client's: the app trusts forwarding headers from this cache (TRUSTED_PROXIES),
    # keys by it here, and marks the session cookie Secure by it. X-Forwarded-For: varnishd appends client.ip (the
    # PROXY header's client) to it, the rightmost entry the app reads (TRUSTED_PROXY_HOPS=1).
    # The host and port a client claims to have used are its own word too: dropped on every request, passed or
    # kept (nothing in front sets them), so no link the app builds (a sign-in mail, a redirect) follows them.
    if (local.socket != "purge") {
        if (proxy.is_ssl() || local.socket == "https") {
            set req.http.x-forwarded-proto = "https";
        } else {
            set req.http.x-forwarded-proto = "http";
        }
        unset req.http.x-forwarded-host;
        unset req.http.x-forwarded-port;
        unset req.http.forwarded;
        unset req.http.x-real-ip;
    }
    set req.backend_hint = app.backend();
    unset req.http.x-key-locale;
    unset req.http.x-key-signed-in;
    unset req.http.x-key-user-type;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # What the page cache never keeps: the API, the admin, Next's files and RSC payloads, client navigation and
    # server actions, credentials in a header, ranges.
    if (req.url !~ "^/" || req.url ~ "^/(api/|admin|_next/)" || req.url ~ "_rsc=") {
        return (pass);
    }
    if (req.http.rsc || req.http.next-router-state-tree || req.http.next-router-prefetch ||
        req.http.next-router-segment-prefetch || req.http.next-action || req.http.next-url ||
        req.http.x-middleware-subrequest || req.http.authorization || req.http.range) {
        return (pass);
    }
    std.collect(req.http.cookie, "; ");
    if (req.http.cookie) {
        # Draft mode is per request.
        if (req.http.cookie ~ "(^|;) *(__prerender_bypass|__next_preview_data)(=|;|$)") {
            return (pass);
        }
        # The key's cookies must mean to this file what they mean to Next.js's parser (the last of a name wins, a
        # value that does not decode is dropped): one of each at most, no escapes; anything else goes to the app.
        if (req.http.cookie ~ "(^|;) *locale(=|;|$).*; *locale(=|;|$)" ||
            req.http.cookie ~ "(^|;) *auth-token(=|;|$).*; *auth-token(=|;|$)" ||
            req.http.cookie ~ "(^|;) *user-type(=|;|$).*; *user-type(=|;|$)" ||
            req.http.cookie ~ "(^|;) *(locale|auth-token|user-type)=[^;]*%") {
            return (pass);
        }
        if (req.http.cookie ~ "(^|;) *locale=") {
            set req.http.x-key-locale = regsub(req.http.cookie, "^(.*; *)?locale=([^;]*).*$", "\2");
        }
        if (req.http.cookie ~ "(^|;) *auth-token(=|;|$)") {
            set req.http.x-key-signed-in = "1";
        }
        if (req.http.cookie ~ "(^|;) *user-type=") {
            set req.http.x-key-user-type = regsub(req.http.cookie, "^(.*; *)?user-type=([^;]*).*$", "\2");
        }
    }
    # A kept page must not depend on what a client says about the address it used: only the scheme set above
    # (X-Forwarded-Proto, part of the key) goes on; the client's address (X-Forwarded-For) is not rendered.
    unset req.http.x-forwarded-host;
    unset req.http.x-forwarded-port;
    unset req.http.forwarded;
    unset req.http.x-real-ip;
    # The Cookie header goes to the app unchanged on a miss: it answers for exactly this request, and only an
    # answer it tags as the same for every holder of this key is kept.
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    hash_data("proto=" + req.http.x-forwarded-proto);
    hash_data("locale=" + req.http.x-key-locale);
    hash_data("signed-in=" + req.http.x-key-signed-in);
    hash_data("user-type=" + req.http.x-key-user-type);
    return (lookup);
}

sub vcl_backend_fetch {
    unset bereq.http.x-key-locale;
    unset bereq.http.x-key-signed-in;
    unset bereq.http.x-key-user-type;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Kept only when the app tagged it, it is public for a shared cache, and it sets no cookie but the locale
    # (which follows from the key). Anything else: not kept, and the next request for the key is not held back.
    if (beresp.status != 200 || !beresp.http.xkey ||
        beresp.http.cache-control !~ "s-maxage=[1-9]" ||
        beresp.http.cache-control ~ "(private|no-store|no-cache)" ||
        header.get(beresp.http.set-cookie, "^(?!locale=)")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        return (deliver);
    }
    # As long as the app's page cache keeps a page at most (MAX_TTL_SECONDS); a save purges at once.
    if (beresp.ttl > 60s) {
        set beresp.ttl = 60s;
    }
    set beresp.grace = 5s;
    set beresp.keep = 0s;
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.x-varnish;
    unset resp.http.via;
    if (obj.uncacheable) {
        set resp.http.x-http-cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.x-http-cache = "HIT";
    } else {
        set resp.http.x-http-cache = "MISS";
    }
}
