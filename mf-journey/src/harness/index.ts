// Development only: runs this remote alone. The async boundary lets federation negotiate shared singletons first.
import('./bootstrap');
