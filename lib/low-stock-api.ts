// The dashboard's reorder reminder (GET inventories/low-stock): active products at or below their minimum level.
export interface LowStockItem {
  id: string;
  name: string;
  brandName: string | null;
  size: string | null;
  unit: string;
  stockQuantity: number;
  minimumReorderLevel: number;
  supplier: string | null;
}

export const lowStockPath = (limit = 5) => `inventories/low-stock?limit=${limit}`;
