/** Every Mantine style, loaded with the shell and the registration wizard (lazy chunks). */
import '@mantine/core/styles.css';
