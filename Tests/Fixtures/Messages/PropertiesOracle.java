import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.PropertyResourceBundle;

/**
 * Reads `.properties` texts the way ResourceBundle loads a bundle, for comparison with
 * locpack's reader.
 *
 * <p>Usage: {@code java PropertiesOracle.java CASES}, where CASES holds texts separated by the
 * byte 0x1E. Each text is read by {@code new PropertyResourceBundle(InputStream)} (Java 9 and
 * later: UTF-8, else ISO-8859-1), and one line is printed per text: its pairs sorted by key in
 * UTF-16 order, each as {@code KEY=VALUE} in hex UTF-16 code units and separated by spaces;
 * {@code error} when Java rejects the text; {@code lone-surrogate} when a key or value read
 * holds an unpaired surrogate (which locpack rejects), even if a later duplicate replaced it.
 */
public class PropertiesOracle {
  public static void main(String[] args) throws IOException {
    byte[] all = Files.readAllBytes(Paths.get(args[0]));
    StringBuilder out = new StringBuilder();
    int start = 0;
    for (int i = 0; i <= all.length; i++) {
      if (i == all.length || all[i] == 0x1E) {
        out.append(describe(Arrays.copyOfRange(all, start, i))).append('\n');
        start = i + 1;
      }
    }
    System.out.print(out);
  }

  static String describe(byte[] bytes) {
    PropertyResourceBundle bundle;
    try {
      bundle = new PropertyResourceBundle(new ByteArrayInputStream(bytes));
    } catch (IllegalArgumentException | IOException e) {
      return "error";
    }
    try {
      if (readsLoneSurrogate(bytes)) return "lone-surrogate";
    } catch (IllegalArgumentException | IOException e) {
      return "error";
    }
    List<String> keys = Collections.list(bundle.getKeys());
    Collections.sort(keys);
    StringBuilder line = new StringBuilder();
    for (String key : keys) {
      String value = bundle.getString(key);
      if (hasLoneSurrogate(key) || hasLoneSurrogate(value)) return "lone-surrogate";
      if (line.length() > 0) line.append(' ');
      line.append(hex(key)).append('=').append(hex(value));
    }
    return line.toString();
  }

  /** Whether any pair that {@code Properties.load} puts holds an unpaired surrogate. */
  static boolean readsLoneSurrogate(byte[] bytes) throws IOException {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      text = new String(bytes, StandardCharsets.ISO_8859_1);
    }
    boolean[] found = {false};
    Properties properties =
        new Properties() {
          @Override
          public synchronized Object put(Object key, Object value) {
            if (hasLoneSurrogate((String) key) || hasLoneSurrogate((String) value)) {
              found[0] = true;
            }
            return super.put(key, value);
          }
        };
    properties.load(new StringReader(text));
    return found[0];
  }

  static boolean hasLoneSurrogate(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)) {
        if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
          i++;
        } else {
          return true;
        }
      } else if (Character.isLowSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  static String hex(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) out.append(String.format("%04x", (int) text.charAt(i)));
    return out.toString();
  }
}
