'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import styles from './assessments.module.css'

const pad = (value: number) => String(value).padStart(2, '0')
export const formatClock = (seconds: number) => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`

/** Counts down to `endsAt` (taken from the server's seconds left at load, so a reload continues, not restarts). */
export function Countdown({ endsAt, onExpire }: { endsAt: number; onExpire: () => void }) {
  const t = useTranslations('assessments.take')
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000))
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left === 0) onExpire()
  }, [left, onExpire])
  return (
    <p className={left <= 60 ? styles.timerLow : styles.timer} role="timer" aria-label={t('timeLeftLabel', { time: formatClock(left) })} data-testid="assessment-timer" data-seconds={left}>
      {t('timeLeft')} {formatClock(left)}
    </p>
  )
}
