'use client'
import { useState } from 'react'
import type { TResult } from '../client-api'
import styles from './forum.module.css'

/** Deletes after a confirmation; the server's refusal (not yours, gone) is shown next to the button. */
export function DeleteButton({ label, confirm, onDelete, onDeleted }: { label: string; confirm: string; onDelete: () => Promise<TResult<unknown>>; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function remove() {
    if (!window.confirm(confirm)) return
    setBusy(true)
    setError('')
    const result = await onDelete()
    setBusy(false)
    if (result.ok) onDeleted()
    else setError(result.message)
  }
  return (
    <span className={styles.deleteBox}>
      <button type="button" className={styles.linkButton} onClick={remove} disabled={busy} aria-busy={busy}>
        {label}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
