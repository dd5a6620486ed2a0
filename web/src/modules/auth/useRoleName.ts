import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { zh } from '../../app/i18n/zh.ts';

type KnownRole = keyof typeof zh.roles;

function isKnownRole(role: string): role is KnownRole {
  return Object.hasOwn(zh.roles, role);
}

/** The readable name of a role code (unknown codes are shown as they are). */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation();
  return useCallback((role: string) => (isKnownRole(role) ? t(`roles.${role}`) : role), [t]);
}
