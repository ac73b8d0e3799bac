import { testContext } from './testApp';

/** Two seeded songs of the first book: a free one and the restricted one (a 20-second preview). */
export async function freeAndRestrictedSong(): Promise<{ openId: number; restrictedId: number }> {
  const rows = await testContext().db.query<{ id: number; restricted: boolean }>(
    "SELECT id, restricted FROM songs WHERE slug IN ('DE_EN_A1_B01_L05', 'DE_EN_A1_B01_L01')",
  );
  return {
    openId: rows.find((row) => !row.restricted)?.id ?? 0,
    restrictedId: rows.find((row) => row.restricted)?.id ?? 0,
  };
}
