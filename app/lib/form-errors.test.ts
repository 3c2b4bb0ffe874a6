import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { fieldPathOf, showFormError } from './form-errors';

function renderForm() {
  return renderHook(() => useForm({ initialValues: { email: '', password: '' } })).result;
}

describe('fieldPathOf', () => {
  it('drops the request part of a problem path', () => {
    expect(fieldPathOf('body.email')).toBe('email');
    expect(fieldPathOf('query.limit')).toBe('limit');
    expect(fieldPathOf('body.profile.name')).toBe('profile.name');
    expect(fieldPathOf('nickname')).toBe('nickname');
  });
});

describe('showFormError', () => {
  it('puts a body.email error next to the email field without a notification', () => {
    const show = vi.spyOn(notifications, 'show');
    const form = renderForm();
    const error = new ApiError({
      type: 'urn:problem:validation',
      title: 'Invalid request',
      status: 400,
      errors: [{ path: 'body.email', message: 'Invalid email address' }],
    });
    act(() => {
      expect(showFormError(form.current, error)).toBe(true);
    });
    expect(form.current.errors).toEqual({ email: 'Invalid email address' });
    expect(show).not.toHaveBeenCalled();
  });

  it('shows an error without fields as a red notification with its detail', () => {
    const show = vi.spyOn(notifications, 'show');
    const form = renderForm();
    const error = new ApiError({
      type: 'urn:problem:unauthorized',
      title: 'Unauthorized',
      status: 401,
      detail: 'Invalid email or password',
    });
    act(() => {
      expect(showFormError(form.current, error)).toBe(false);
    });
    expect(form.current.errors).toEqual({});
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Invalid email or password' }),
    );
  });

  it('notifies about field errors for fields the form does not have', () => {
    const show = vi.spyOn(notifications, 'show');
    const form = renderForm();
    const error = new ApiError({
      type: 'urn:problem:validation',
      title: 'Invalid request',
      status: 400,
      errors: [{ path: 'body.code', message: 'Enter the 6-digit code' }],
    });
    act(() => {
      showFormError(form.current, error);
    });
    expect(form.current.errors).toEqual({});
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
  });
});
