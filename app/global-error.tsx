'use client'

/**
 * Last resort when the error page itself fails: no translations or layout can be trusted here,
 * so it shows both languages in plain markup with a link home.
 */
export default function GlobalError() {
  return (
    <html lang="id">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', textAlign: 'center' }}>
        <h1>An error occurred while showing the error page</h1>
        <p lang="id">Terjadi kesalahan saat menampilkan halaman kesalahan.</p>
        <p>
          {/* A plain link: the router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Home / Beranda</a>
        </p>
      </body>
    </html>
  )
}
