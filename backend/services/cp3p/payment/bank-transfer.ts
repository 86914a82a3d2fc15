import type { IPaymentProvider, TPaymentInstructions, TPaymentRequest } from './types'

/** Manual bank transfer: the account comes from configuration; staff verify the uploaded receipt in /admin. */
export const bankTransfer: IPaymentProvider = {
  id: 'bank-transfer',
  instructions({ reference, amount, currency, locale }: TPaymentRequest): TPaymentInstructions {
    const bank = {
      bankName: process.env.CP3P_BANK_NAME || 'Bank Mandiri',
      accountName: process.env.CP3P_BANK_ACCOUNT_NAME || 'LPI Learning',
      accountNumber: process.env.CP3P_BANK_ACCOUNT_NUMBER || '123-00-0000000-0',
    }
    const id = locale === 'id'
    return {
      provider: 'bank-transfer',
      amount,
      currency,
      reference,
      bank,
      redirectUrl: null,
      requiresProof: true,
      steps: id
        ? [
            `Transfer tepat ${currency} ${amount.toLocaleString('id-ID')} ke rekening di atas.`,
            `Tulis kode ${reference} pada berita transfer.`,
            'Unggah bukti transfer (gambar atau PDF) di halaman konfirmasi pembayaran.',
            'Tim kami memverifikasi dalam 2 hari kerja; Anda akan menerima notifikasi dan email.',
          ]
        : [
            `Transfer exactly ${currency} ${amount.toLocaleString('id-ID')} to the account above.`,
            `Write ${reference} in the transfer note.`,
            'Upload the transfer receipt (image or PDF) on the payment confirmation page.',
            'Our team verifies it within 2 working days; you will get a notification and an email.',
          ],
    }
  },
}
