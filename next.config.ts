import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { createRequire } from 'node:module'
import path from 'node:path'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')
// next-intl's formatter for compiled messages, as next-intl itself resolves it (its plugin aliases the same file).
const formatOnly = path.relative(process.cwd(), createRequire(require.resolve('next-intl/plugin')).resolve('use-intl/format-message/format-only'))

const nextConfig: NextConfig = {
  // A second build beside the first (parallel work on one machine) can use its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` checks types as its own step of the test command; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The optional analytics service's unset names as '': Next writes a set NEXT_PUBLIC_* value into the build itself
  // (and refuses a define for it), but an unset one would stay a lookup in the browser, keeping the service's request
  // code on every page (decision 045).
  compiler: {
    define: Object.fromEntries(
      ['NEXT_PUBLIC_ANALYTICS_PROVIDER', 'NEXT_PUBLIC_ANALYTICS_HOST', 'NEXT_PUBLIC_ANALYTICS_SITE_ID']
        .filter((name) => process.env[name] === undefined)
        .map((name) => [`process.env.${name}`, '']),
    ),
  },
  // Metadata (title, description, canonical, hreflang) in <head> for every visitor, not streamed into <body> for all
  // but a list of crawlers: HTML allows it only in <head> (docs/decisions/025-valid-html-and-internal-links.md).
  htmlLimitedBots: /.*/,
  // did:web resolves the institute's DID to this path; the API serves the document (docs/decisions/039).
  rewrites: async () => [{ source: '/.well-known/did.json', destination: '/api/credentials/did.json' }],
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
  // Several instances (or a rolling deploy) built from one release share it, so a browser holding pages of one
  // build is sent a full reload instead of mixing builds (Next's self-hosting guide, "version skew").
  ...(process.env.DEPLOYMENT_ID ? { deploymentId: process.env.DEPLOYMENT_ID } : {}),
  // Next's own cache unless REDIS_URL is set when the server starts; then shared by every instance (docs/decisions/020).
  cacheHandler: require.resolve('./lib/redis/next-cache-handler.mjs'),
  // Messages reach next-intl compiled (the server compiles what it loads, lib/i18n/request.ts; the message files the
  // browser imports itself go through the loader), so it formats them with its small formatter and no browser
  // downloads the ICU parser (docs/decisions/045). next-intl's own `experimental.messages.precompile` does the same
  // through its catalog loader, which would also compile messages/<locale>.json for the API's validation texts.
  turbopack: {
    resolveAlias: { 'use-intl/format-message': `./${formatOnly}` },
    rules: {
      '*.json': { condition: { all: ['browser', { path: /messages\/(id|en)\/[^/]+\.json$/ }] }, loaders: ['./lib/i18n/precompile-loader.mjs'], as: '*.js' },
    },
  },
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
