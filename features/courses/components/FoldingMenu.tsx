'use client'
import { useState, type ReactNode } from 'react'
import styles from './course.module.css'

/** A side menu that is always open from 1024 px and folds behind a toggle below (spec section 2). */
export function FoldingMenu({ label, summary, children }: { label: string; summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <nav className={styles.side} aria-label={label}>
      <button type="button" className={styles.fold} aria-expanded={open} onClick={() => setOpen(!open)}>
        {summary}
      </button>
      <div className={`${styles.panel} ${open ? styles.panelOpen : ''}`}>{children}</div>
    </nav>
  )
}
