// The signed-in customer's own pages: profile, business account, coupons, store credit and
// saved documents.
import type { DataResponse, Id, SuccessResponse } from '../../types/common';
import type { RequestFn } from '../http';
import { toFormData } from '../multipart';
import { segment } from './paths';
import type { CustomerProfile } from './session';
import { verbs } from './verbs';

export interface ProfileUpdate {
  name: string;
  country_code: string;
  mobile_number: string;
}

/** A request for a business account; staff approve or reject it. */
export interface BusinessRequest {
  status: 'pending' | 'approved' | 'rejected';
  type: string;
  company_name: string;
  trade_licence: string | null;
  trn: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface BusinessAccountState {
  /** The account's type now: 'Private' until a request is approved. */
  type: string;
  request: BusinessRequest | null;
}

export interface Coupon {
  code: string;
  description: string;
  discount_type: 'percent' | 'fixed';
  amount: number;
  currency: string;
  min_subtotal: number;
  personal: boolean;
  ends_at: string | null;
}

export interface CreditBalance {
  balance: number;
  currency: string;
  entries: { id: Id; amount: number; reason: string; order_id: Id | null; created_at: string }[];
}

export type SavedDocumentKind = 'trade_license' | 'tax_certificate' | 'company_registration' | 'other';

export interface SavedDocument {
  id: Id;
  kind: SavedDocumentKind;
  title: string;
  mime: string;
  size: number;
  created_at: string;
}

export function accountEndpoints(request: RequestFn) {
  const { get, send } = verbs(request);
  return {
    updateProfile: (body: ProfileUpdate) => send<SuccessResponse & { data: CustomerProfile }>('PUT', '/frontend/account/profile', body),
    getBusinessAccount: () => get<DataResponse<BusinessAccountState>>('/frontend/account/business-request'),
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
