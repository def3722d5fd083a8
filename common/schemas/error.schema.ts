export interface FieldError {
  path: string;
  message: string;
}

/** Every error body the API sends. `errors` lists the fields at fault on a 400. */
export interface ErrorResponse {
  message: string;
  errors?: FieldError[];
}
