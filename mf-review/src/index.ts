// Async boundary: shared singletons are negotiated before any of them is imported.
import('./bootstrap');
