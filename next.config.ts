import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const nextConfig: NextConfig = {
  // A second build beside the first (parallel work on one machine) can use its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` checks types as its own step of the test command; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

/**
 * Payload asks every path for the colour-scheme client hint with Critical-CH, which makes Chrome load a visitor's
 * first page twice (Lighthouse: "redirects", about 700 ms on a phone). Only its admin reads the hint.
 */
export default {
  ...withCms,
  headers: async () =>
    ((await cmsHeaders?.()) ?? []).map((rule) => (rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule)),
} satisfies NextConfig
