// @horeca/core/forms: the stranger-facing forms (price-match claim, glitch report, inquiry,
// newsletter, review) and their files: schemas, shapes, the claim's request and its errors.
export { deviceClass } from './device';
export {
  CLAIM_FILE_RULE,
  ISSUE_FILE_RULE,
  RETURN_PHOTO_RULE,
  RETURN_VIDEO_RULE,
  SAVED_DOCUMENT_RULE,
  checkFile,
  checkImageFile,
  isFileLike,
  sniffImageType,
  validateClaimFile,
  validateIssueFile,
  validateIssueFiles,
} from './files';
export type { FileLike, FileRule } from './files';
export { newsletterSchema } from './newsletter';
export type { NewsletterInput } from './newsletter';
export { REVIEW_LIMITS, reviewSchema } from './review';
export type { ReviewInput } from './review';
export { DEVICE_CLASSES, issueReportSchema } from './issue-report';
export type { IssueReportInput } from './issue-report';
export { INQUIRY_SUBJECTS, inquirySchema } from './inquiry';
export type { InquiryInput, InquirySubject } from './inquiry';
export { CLAIM_PRODUCT_NOT_LISTED, CLAIM_TYPES, FULL_NAME_MIN_LENGTH, claimSchema, type ClaimContext } from './claim';
export type { ClaimField, ClaimInput } from './claim';
export {
  CLAIM_BLUR_FIELDS,
  CLAIM_FIELD_ORDER,
  claimFieldSchema,
  validateClaim,
  validateClaimField,
} from './claim-field';
export type { ClaimBlurField, ClaimValidation } from './claim-field';
export type {
  ClaimForm,
  ClaimPayload,
  ClaimRecord,
  ClaimSubmission,
  ClaimSubmitRequest,
  ClaimType,
  DeviceClass,
  IssueReport,
  IssueReportContext,
  MarketingLead,
  NewsletterResponse,
  NewsletterSubscription,
  StoreLeadRequest,
  StoreLeadResponse,
} from './form-types';
export { CLAIM_MESSAGES, claimErrorMessage, claimFieldErrors, claimSucceeded } from './claim-errors';
export { CLAIM_SENT_FIELDS, buildClaimRequest } from './claim-payload';
