import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { appSettings } from '../../db/schema/index.ts'

/** Installation-wide switches, with their defaults. */
export const SETTING_DEFAULTS = {
  /** 000 §8 signup_disabled: when true, sign-up answers 'Account creation is currently disabled...'. */
  signup_disabled: false as boolean,
}
export type SettingKey = keyof typeof SETTING_DEFAULTS

export async function getSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
): Promise<(typeof SETTING_DEFAULTS)[K]> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1)
  return (row?.value as (typeof SETTING_DEFAULTS)[K] | undefined) ?? SETTING_DEFAULTS[key]
}

export async function setSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: (typeof SETTING_DEFAULTS)[K],
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } })
}
