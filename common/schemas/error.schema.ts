export interface FieldError {
  path: string;
  message: string;
}
