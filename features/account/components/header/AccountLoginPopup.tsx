'use client'
import { LoginPopup } from '../LoginPopup'
import { AccountMessages } from './AccountMessages'

/** The login popup with its texts: the part of the header's account corner a visitor loads on asking to sign in. */
export function AccountLoginPopup(props: { open: boolean; onClose: () => void }) {
  return (
    <AccountMessages>
      <LoginPopup {...props} />
    </AccountMessages>
  )
}
