// DOM matchers (toBeVisible, toHaveAttribute, toHaveAccessibleName, ...) for component tests, typed for Vitest.
import '@testing-library/jest-dom/vitest';
