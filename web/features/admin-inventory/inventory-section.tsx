export function InventorySection() { return null; }
