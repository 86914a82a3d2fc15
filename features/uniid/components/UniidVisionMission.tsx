import { useTranslations } from 'next-intl'
import type { TUniidMission, TUniidVision } from '@/backend/services/uniid/shapes'
import about from '@/features/about/components/about.module.css'
import sections from '@/features/about/components/sections.module.css'

/** Our vision and our mission: two anchored panels side by side (#our-vision, #our-mission). */
export function UniidVisionMission({ vision, mission }: { vision: TUniidVision | null; mission: TUniidMission | null }) {
  const t = useTranslations('uniid')
  return (
    <div className={`${sections.section} ${sections.tint}`}>
      <div className={`container ${about.visionMission}`}>
        <section id="our-vision" className={`${about.panel} ${about.vision} ${sections.anchor}`} aria-labelledby="our-vision-title">
          <h2 id="our-vision-title">{vision?.title || t('sections.our-vision')}</h2>
          <p>{vision?.text || t('empty')}</p>
        </section>
        <section id="our-mission" className={`${about.panel} ${sections.anchor}`} aria-labelledby="our-mission-title">
          <h2 id="our-mission-title">{mission?.title || t('sections.our-mission')}</h2>
          {mission?.missions.length ? (
            <ol className={about.missions}>
              {mission.missions.map((item) => (
                <li key={item.id}>{item.text}</li>
              ))}
            </ol>
          ) : (
            <p>{t('empty')}</p>
          )}
        </section>
      </div>
    </div>
  )
}
