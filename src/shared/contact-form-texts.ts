/**
 * Texts of the home page's contact form (000 §4, §5, §8; the field messages come from
 * contactFormSchema). They load with the form's chunk, when the visitor comes near it.
 */
import { CONTACT_EMAIL } from './constants.ts'

/** 000 §4, §5, §8: the contact form. */
export const CONTACT_FORM_TEXTS = {
  formTitle: 'Send us a message',
  name: 'Name',
  email: 'Email',
  company: 'Company',
  marketplaces: 'Marketplaces',
  marketplacesPlaceholder: 'Select marketplaces',
  amazonLink: 'Amazon store or brand link (optional)',
  amazonLinkPlaceholder: 'https://www.amazon.com/stores/…',
  message: 'Message (optional)',
  messagePlaceholder: 'Tell us about your brand, your products and your goals.',
  submit: 'Send Message',
  submitting: 'Processing...',
  successTitle: 'Message Received!',
  successText:
    'Thank you for reaching out. A confirmation is on its way to your inbox and our team will get back to you within 1-2 business days.',
  sendAnother: 'Send Another Message',
  successToastTitle: 'Thank you for your message!',
  successToastText: "We'll be in touch with you shortly.",
  failureToastTitle: 'Submission failed',
  failureToastText: `There was a problem submitting your form. Please try again or contact us directly at ${CONTACT_EMAIL}.`,
} as const
