// The demo accounts' password in test runs that sign in as them (scripts/e2e-server.sh and the browser tests,
// bench/load.mjs), handed to the seed as DEMO_PASSWORD. Never an install's password: without DEMO_PASSWORD the
// seed gives every account a random one of its own (docs/decisions/013-per-install-demo-passwords.md).
export const TEST_DEMO_PASSWORD = 'Test-Run-Only-Demo-Pw-1!'
