import LocPack

print("locpack-bench")
