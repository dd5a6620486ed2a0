import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { zh } from '../../base/i18n/zh.ts';

type KnownRole = keyof typeof zh.roles;

function isKnownRole(role: string): role is KnownRole {
  return Object.hasOwn(zh.roles, role);
}

/**
 * The readable name of a role code; an organisation's own role (unknown code) shows the name
 * the server gave, else the code as it is.
 */
export function useRoleName(): (role: string, serverName?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (role: string, serverName?: string) => (isKnownRole(role) ? t(`roles.${role}`) : serverName || role),
    [t],
  );
}
