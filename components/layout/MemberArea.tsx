'use client'
// The header's account corner (Login popup, or bell and member menu) belongs to the accounts feature.
export { HeaderAccount as MemberArea } from '@/features/account/components/header/HeaderAccount'
