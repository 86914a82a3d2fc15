'use client'
import type { TProfile } from '@/backend/services/account/to-profile'
import { sameOriginPathOrNull } from '@/lib/redirect/same-origin'

/** Spec section 3/4: session storage keeps the profile after login and the path to return to (redirectLogin). */
const PROFILE_KEY = 'profile'
const REDIRECT_KEY = 'redirectLogin'

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function storedProfile(): TProfile | null {
  const raw = storage()?.getItem(PROFILE_KEY)
  try {
    return raw ? (JSON.parse(raw) as TProfile) : null
  } catch {
    return null
  }
}

export function storeProfile(profile: TProfile): void {
  storage()?.setItem(PROFILE_KEY, JSON.stringify(profile))
}

/** Only a path on this site: never an absolute URL a crafted link could send the member to (lib/redirect). */
export function safePath(path: string | null | undefined): string | null {
  return typeof window === 'undefined' ? null : sameOriginPathOrNull(path, window.location.origin)
}

export function storeRedirect(path: string): void {
  const safe = safePath(path)
  if (safe) storage()?.setItem(REDIRECT_KEY, safe)
}

export function takeRedirect(): string | null {
  const value = safePath(storage()?.getItem(REDIRECT_KEY))
  storage()?.removeItem(REDIRECT_KEY)
  return value
}

export function clearSession(): void {
  storage()?.removeItem(PROFILE_KEY)
  storage()?.removeItem(REDIRECT_KEY)
}

export const currentFullPath = () => window.location.pathname + window.location.search
