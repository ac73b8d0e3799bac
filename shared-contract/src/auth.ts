export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  success: boolean;
  message: string;
  email?: string;
  premium?: boolean;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralCode?: string;
}

export interface RegisterResponse {
  success: boolean;
  message: string;
}

export interface ConfirmEmailRequest {
  token: string;
}

export interface ConfirmEmailResponse {
  user: { email: string };
  message: string;
}

/** `GET /api/auth/me`. */
export interface MeResponse {
  loggedIn: boolean;
  email?: string;
  premium: boolean;
}

/** `POST /api/auth/logout`. */
export interface LogoutResponse {
  success: boolean;
  message: string;
}
