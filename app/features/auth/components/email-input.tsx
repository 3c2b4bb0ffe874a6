import { TextInput, type TextInputProps } from '@mantine/core';

/** The email field of the auth forms: labelled "Email", browser autofill, required. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
