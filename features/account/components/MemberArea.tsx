'use client'
// The header's account corner (Login popup, or bell and member menu): the layouts hand it to the shared header
// (components/layout), which knows nothing about accounts.
export { HeaderAccount as MemberArea } from './header/HeaderAccount'
