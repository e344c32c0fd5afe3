import type { SectionUpdateKind } from '../mapping/sectionUpdates';
import { payScreenMessages } from '../payment/eligibility';

/** Back-office messages of back-office §8, word for word, for the screens and the API. */
export const backOfficeMessages = {
  insuredLoadError: 'An error occurred while fetching the insured details',
  insuredLoadPrefix: 'Error loading insured details: ',
  insuredNotFound: 'No insured found',
  quoteLoadError: 'An error occurred while fetching the quotes',
  userCreateFailed: 'Failed to create user. Please try again.',
  userUpdateFailed: 'Failed to update user. Please try again.',
  userDeleteFailed: 'Failed to delete user. Please try again.',
  userModalError: 'An error occurred. Please try again.',
  paymentLinkSent: 'Payment link has been successfully sent!',
  paymentLinkServerError: 'Something went wrong! Failed to send payment link',
  paymentLinkFailed: 'Failed to send payment link',
  policyDocumentSent: 'Policy document has been successfully sent!',
  policyDocumentFailed: 'Failed to send policy document',
  uploadFailed: 'Upload failed!',
  documentsUploaded: 'All documents uploaded successfully!',
  documentsFailed: 'Sorry! Failed to upload documents',
  premiumSaved: 'Premium updated successfully!',
  insurerCreated: 'Insurer created successfully!',
  insurerUpdated: 'Insurer updated successfully!',
  insurerCreateFailed: 'Failed to create insurer. Please try again.',
  insurerUpdateFailed: 'Failed to update insurer. Please try again.',
  insurerFetchFailed: 'Failed to fetch insurer details. Please try again.',
  insurerDeleteFailed: 'Failed to delete insurer. Please try again.',
  premiumNeedsInsurer: 'To update premium details please first update the insurer from Basic Policy tab!',
  editMode: 'Welcome! You are in the edit mode.',
  sectionSaved: 'Details updated successfully!',
  sectionSaveFailed: 'Failed to update details',
} as const;

/** '{label} added successfully!' */
export const uploadAddedMessage = (label: string): string => `${label} added successfully!`;
/** 'Failed to upload {label}': the field as the screen names it ('Schedule'), never its storage key. */
export const uploadFailedMessage = (label: string): string => `Failed to upload ${label}`;

/** When the quote lacks the record a section save of the editor writes to (back-office §8). */
export const sectionRecordMissingMessages = {
  insured: 'Insured information is missing.',
  address: 'Property or Address information is missing.',
  cover: 'Cover information is missing.',
  project: 'Property information is missing.',
  claimRisk: 'Claim Risk information is missing.',
  holderRisk: 'Property Holder Risk information is missing.',
  propertyRisk: 'Property Risk information is missing.',
} as const satisfies Record<SectionUpdateKind, string>;

/**
 * Why a quote cannot be given a pay link yet, in the words staff read (back-office §8); a paid
 * policy says what the pay screen says.
 */
export const paymentLinkRefusalMessages = {
  noInsurer: 'Please select an insurer for this quote before sending the payment link.',
  noPremium: 'Please enter the premium before sending the payment link.',
  noEmail: 'The insured has no email address. Please add one before sending the payment link.',
  paid: payScreenMessages.paid,
  cancelled: 'This policy has been cancelled (its payment was refunded), so a payment link cannot be sent.',
  inceptionPassed: 'The inception date has passed. Please update the inception date before sending the payment link.',
} as const;

export type PaymentLinkRefusal = keyof typeof paymentLinkRefusalMessages;
