/** Texts of the visitor welcome dialog (000 §2); they load with the dialog's chunk. */

/** 000 §2 welcome dialog. */
export const WELCOME_DIALOG_TEXTS = {
  title: 'Welcome! Who are you?',
  description:
    'Tell us how you would like to use the marketplace and we will show you the right way in.',
  brand: "I'm a Brand",
  brandHint: 'List your brand and choose your authorized resellers.',
  reseller: "I'm a Reseller",
  resellerHint: 'Apply once, get verified and carry new brands.',
} as const
