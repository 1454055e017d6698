import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@floorhire/rules';
import {
  ACCOUNT_SPEC_TEXTS,
  EmployerPhotoBodySchema,
  EmployerProfilePatchSchema,
  ProfilePhotoBodySchema,
  nextOnboardingStep,
  photoFileError,
  sendsBy,
} from './index';

const dataUrlOf = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3 / 4) * 4)}`;

describe('employer account rules', () => {
  it("uses the spec's words for the photo rule, 5 MB for photos and 5,000,000 bytes for the profile photo", () => {
    expect(ACCOUNT_SPEC_TEXTS.fileTooLarge).toBe('Error, file too large. Max file size is 5MB');
    expect(photoFileError({ size: UPLOAD_LIMITS.fileBytes, type: 'image/png' }, 'photo')).toBeUndefined();
    expect(photoFileError({ size: UPLOAD_LIMITS.fileBytes + 1, type: 'image/png' }, 'photo')).toBe('Error, file too large. Max file size is 5MB');
    expect(photoFileError({ size: 5_000_001, type: 'image/jpeg' }, 'profile-photo')).toBe('Error, file too large. Max file size is 5MB');
    expect(photoFileError({ size: 10, type: 'image/gif' }, 'photo')).toBe('Only PNG, JPEG or BMP images are allowed');
    const big = v.safeParse(ProfilePhotoBodySchema, { photoData: dataUrlOf(5_000_100) });
    expect(big.issues?.[0]?.message).toBe('Error, file too large. Max file size is 5MB');
    expect(v.safeParse(EmployerPhotoBodySchema, { photoData: dataUrlOf(5_000_100), type: 'Facility' }).success).toBe(true);
    expect(v.safeParse(EmployerPhotoBodySchema, { photoData: dataUrlOf(10), type: 'Kitchen' }).success).toBe(false);
  });

  it('reads a profile PATCH as only what it carries, with the spec size bands and ZIP message', () => {
    expect(v.parse(EmployerProfilePatchSchema, { size: '5001-10,000', introduction: '  We machine parts.  ' })).toEqual({ size: '5001-10,000', introduction: 'We machine parts.' });
    expect(v.safeParse(EmployerProfilePatchSchema, { size: '5000+' }).success).toBe(false);
    expect(v.safeParse(EmployerProfilePatchSchema, { postalCode: '4950' }).issues?.[0]?.message).toBe('Please enter a valid 5-digit ZIP code');
    expect(v.safeParse(EmployerProfilePatchSchema, {}).issues?.[0]?.message).toBe('Nothing to update');
    expect(v.parse(EmployerProfilePatchSchema, { website: 'acme.test' }).website).toBe('https://acme.test');
  });

  it('sends by a channel only when the profile switch and the notification both say so, SMS only with a phone', () => {
    const on = { notificationEmail: 1, notificationSms: 1, phone: '6165550100' };
    expect(sendsBy('email', on, { channelEmail: true, channelSms: false })).toBe(true);
    expect(sendsBy('sms', on, { channelEmail: true, channelSms: false })).toBe(false);
    expect(sendsBy('sms', on, { channelEmail: false, channelSms: true })).toBe(true);
    expect(sendsBy('sms', { ...on, phone: null }, { channelEmail: false, channelSms: true })).toBe(false);
    expect(sendsBy('email', { ...on, notificationEmail: 0 }, { channelEmail: true, channelSms: true })).toBe(false);
  });

  it('picks the first onboarding step not done or skipped', () => {
    expect(nextOnboardingStep([])).toBe('company-profile');
    expect(nextOnboardingStep(['company-profile'])).toBe('first-colleague');
    expect(nextOnboardingStep(['company-profile', 'first-colleague', 'first-job'])).toBeNull();
  });
});
