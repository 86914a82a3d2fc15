# The app instances behind this cache (copy to backends.vcl on varnishd's vcl_path and edit the addresses).
# Each is checked on /api/health (liveness: it touches no dependency, docs/decisions/023).
import directors;

probe app_health {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 5s;
    .window = 3;
    .threshold = 2;
}

backend app_a { .host = "10.0.0.11"; .port = "3000"; .probe = app_health; }
backend app_b { .host = "10.0.0.12"; .port = "3000"; .probe = app_health; }

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app_a);
    app.add_backend(app_b);
}
