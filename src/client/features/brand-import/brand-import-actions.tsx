export function BrandImportActions({ onImported }: { onImported: () => void }) {
  void onImported
  return null
}
