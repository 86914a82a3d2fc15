import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks types as its own step of the test command; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
