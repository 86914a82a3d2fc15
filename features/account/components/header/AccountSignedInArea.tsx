'use client'
import { AccountMessages } from './AccountMessages'
import { SignedInArea } from './SignedInArea'

/** The member's bell and menu with their texts: the part of the header's account corner loaded for a member. */
export function AccountSignedInArea({ userType }: { userType: string }) {
  return (
    <AccountMessages>
      <SignedInArea userType={userType} />
    </AccountMessages>
  )
}
