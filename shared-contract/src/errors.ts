/** Every non-2xx answer of the API carries this body. */
export interface ApiError {
  message: string;
}
