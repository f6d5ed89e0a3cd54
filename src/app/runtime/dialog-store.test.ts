import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeDialog, isDialogOpen, openDialog, subscribe } from './dialog-store'
import { useDialogOpen } from './use-dialog-open'

// The store is one module for the whole worker: leave every dialog closed for the next test.
afterEach(() => {
  act(() => {
    closeDialog('order-modal')
    closeDialog('menu-dialog')
  })
})

describe('dialog store', () => {
  it('opens and closes each dialog on its own', () => {
    expect(isDialogOpen('order-modal')).toBe(false)
    expect(isDialogOpen('menu-dialog')).toBe(false)
    openDialog('order-modal')
    expect(isDialogOpen('order-modal')).toBe(true)
    expect(isDialogOpen('menu-dialog')).toBe(false)
    openDialog('menu-dialog')
    closeDialog('order-modal')
    expect(isDialogOpen('order-modal')).toBe(false)
    expect(isDialogOpen('menu-dialog')).toBe(true)
  })

  it('notifies its subscribers once per actual change, until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    try {
      openDialog('order-modal')
      openDialog('order-modal')
      expect(listener).toHaveBeenCalledTimes(1)
      closeDialog('order-modal')
      closeDialog('order-modal')
      closeDialog('menu-dialog')
      expect(listener).toHaveBeenCalledTimes(2)
    } finally {
      unsubscribe()
    }
    openDialog('order-modal')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('useDialogOpen', () => {
  it('re-renders with the store', () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useDialogOpen('order-modal')
    })
    expect(result.current).toBe(false)
    act(() => openDialog('order-modal'))
    expect(result.current).toBe(true)
    const rendersWhenOpen = renders
    // Another dialog, or opening an open one again, changes nothing here.
    act(() => {
      openDialog('order-modal')
      openDialog('menu-dialog')
    })
    expect(renders).toBe(rendersWhenOpen)
    act(() => closeDialog('order-modal'))
    expect(result.current).toBe(false)
  })
})
