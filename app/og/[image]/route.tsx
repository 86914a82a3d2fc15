import { getTranslations } from 'next-intl/server'
import { ImageResponse } from 'next/og'
import { OG_SIZE, verifyOgRequest } from '@/lib/seo/og-image'

/** The generated share card (1200×630) of a page without an authored image; see lib/seo/og-image.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params
  const card = verifyOgRequest(image, new URL(request.url).searchParams)
  if (!card) return new Response('Not found', { status: 404 })
  const t = await getTranslations({ locale: card.locale, namespace: 'meta' })
  const response = new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #072a41 0%, #0b3c5d 60%, #1f6f8b 100%)',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }}>
          <div style={{ display: 'flex', width: 56, height: 56, borderRadius: 12, background: '#f2a900', color: '#072a41', alignItems: 'center', justifyContent: 'center', fontSize: 36 }}>
            L
          </div>
          {t('siteName')}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          {card.label && <div style={{ display: 'flex', fontSize: 30, color: '#f2a900', textTransform: 'uppercase', letterSpacing: 2 }}>{card.label}</div>}
          <div style={{ display: 'flex', fontSize: card.title.length > 70 ? 52 : 64, fontWeight: 700, lineHeight: 1.15 }}>{card.title}</div>
        </div>
        <div style={{ display: 'flex', height: 8, width: 160, background: '#f2a900', borderRadius: 4 }} />
      </div>
    ),
    OG_SIZE,
  )
  response.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  return response
}
