// The signed-in customer's own pages: profile, business account, coupons, store credit and
// saved documents.
import type { DataResponse, Id, SuccessResponse } from '../answer-types';
import type { BusinessAccountState, BusinessRequest, Coupon, CreditBalance, DocumentKind as SavedDocumentKind, SavedDocument } from '../../answers/accounts';
import type { ProfileUpdate } from '../../account/request-types';
import type { RequestFn } from '../http';
import { toFormData } from '../multipart';
import { segment } from './paths';
import type { CustomerProfile } from './session';
import { verbs } from './verbs';

/** The bodies are declared once, in answers/requests-accounts.ts. */
export type { BusinessApplication, ProfileUpdate } from '../../account/request-types';

/** A request for a business account; staff approve or reject it. */
export type { BusinessAccountState, BusinessRequest, Coupon, CreditBalance, DocumentKind as SavedDocumentKind, SavedDocument } from '../../answers/accounts';

export function accountEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    updateProfile: (body: ProfileUpdate) => send<SuccessResponse & { data: CustomerProfile }>('PUT', '/frontend/account/profile', body),
    getBusinessAccount: () => get<DataResponse<BusinessAccountState>>('/frontend/account/business-request'),
    /** The form's field state (its type still text): BusinessApplication once the storefront's form gives the checked values. */
    applyForBusinessAccount: (body: { type: string; company_name: string; trade_licence: string; trn: string }) =>
      send<SuccessResponse & { data: BusinessRequest }>('POST', '/frontend/account/business-request', body),
    getCoupons: () => get<DataResponse<Coupon[]>>('/frontend/account/coupons'),
    getCreditBalance: () => get<DataResponse<CreditBalance>>('/frontend/account/credit-balance'),
    getSavedDocuments: () => get<DataResponse<SavedDocument[]>>('/frontend/account/documents'),
    uploadSavedDocument: (kind: SavedDocumentKind, title: string, file: Blob) =>
      send<SuccessResponse & { data: SavedDocument }>('POST', '/frontend/account/documents', toFormData({ kind, title, file })),
    deleteSavedDocument: (documentId: Id) => send<SuccessResponse>('DELETE', `/frontend/account/documents/${segment(documentId)}`),
  };
}
