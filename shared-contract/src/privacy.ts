/** `POST /api/privacy/export`: everything the server holds about the logged-in learner. */
export interface PrivacyExport {
  exportedAt: string;
  account: {
    username: string;
    email: string;
    premium: boolean;
    referralCode: string | null;
    confirmedAt: string | null;
    createdAt: string;
  };
  loginSessions: { createdAt: string; expiresAt: string }[];
  emailTokens: { purpose: string; expiresAt: string; usedAt: string | null }[];
  emails: { subject: string; body: string; createdAt: string; sentAt: string | null }[];
  /** Failed login attempts on this account that still count for the throttle. */
  loginFailures: { failedAt: string }[];
}

/** `POST /api/privacy/delete`: the body must confirm the deletion explicitly. */
export interface PrivacyDeleteRequest {
  confirm: true;
}

export interface PrivacyDeleteResponse {
  deleted: true;
  message: string;
}
