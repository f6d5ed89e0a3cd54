import { menu } from '@/content/menu'
import { formatEuro } from '@/lib/format-price'
import { Dialog } from './dialog'
import { StaticHtml } from './static-html'

interface MenuDialogProps {
  open: boolean
  onClose: () => void
}

/** 'Unsere Speisekarte' (interim version: the full dialog with search and filters follows). */
export function MenuDialog({ open, onClose }: MenuDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Unsere Speisekarte" className="w-full max-w-4xl">
      <StaticHtml id="menu-list" className="max-h-[80vh] overflow-y-auto px-5 py-4">
        {import.meta.env.SSR && <MenuList />}
      </StaticHtml>
    </Dialog>
  )
}

function MenuList() {
  return menu.map((category) => (
    <section key={category.id} aria-labelledby={`menu-${category.id}`} className="py-3">
      <h3 id={`menu-${category.id}`} className="font-display text-xl">
        {category.title}
      </h3>
      {category.note && <p className="italic">{category.note}</p>}
      <ul>
        {category.items.map((item) => (
          <li key={item.number} className="flex justify-between gap-4 py-1">
            <span>
              {item.number} {item.name}
              {item.description && <span className="block text-muted">{item.description}</span>}
            </span>
            <span>{formatEuro(item.priceCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  ))
}
