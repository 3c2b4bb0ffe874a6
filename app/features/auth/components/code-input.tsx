import { Input, PinInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { EMAIL_CODE_LENGTH } from '@shared/constants/auth';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The emailed 6-digit code as a PinInput. The label "Verification code" belongs to the first box
 * (typing or pasting the whole code there fills every box); the others are "Digit N of 6".
 * (Input.Wrapper is not used: it would give all six boxes the same id.)
 */
export function CodeInput({ value, onChange, error, disabled }: CodeInputProps) {
  const id = `code-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errorId = `${id}-error`;

  return (
    <Stack gap={6}>
      <Input.Label htmlFor={`${id}-1`}>Verification code</Input.Label>
      <PinInput
        id={id}
        length={EMAIL_CODE_LENGTH}
        type="number"
        size="md"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        getInputProps={(index) => ({
          id: `${id}-${index + 1}`,
          'aria-label': index === 0 ? undefined : `Digit ${index + 1} of ${EMAIL_CODE_LENGTH}`,
          'aria-describedby': error ? errorId : undefined,
        })}
      />
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
