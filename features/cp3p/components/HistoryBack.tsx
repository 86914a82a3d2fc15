'use client'
import { useRouter } from 'next/navigation'
import styles from './cp3p.module.css'

/** One step back in history (the cp3p header's back link everywhere but the registration summary). */
export function HistoryBack({ label }: { label: string }) {
  const router = useRouter()
  return (
    <button type="button" className={styles.backLink} onClick={() => router.back()}>
      ← {label}
    </button>
  )
}
